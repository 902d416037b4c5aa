export { BlocklistService, type BlocklistAdd } from './blocklist.service.ts';
