export * from './contract.js';
export * from './define.js';
export * from './bridge.js';
