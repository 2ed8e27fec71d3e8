/** The Node flags `packageJson`'s start script gives before the server's bundle (`node <flags> … dist/main.js`). */
export function startFlags(packageJson: string): string[];
