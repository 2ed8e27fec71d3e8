/** The money checks live with the ledger (the migration command verifies with them too); tests import them here. */
export * from '../../src/modules/ledger/money-checks';
