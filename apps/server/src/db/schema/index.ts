export * from './identity';
export * from './clients';
export * from './audit';
