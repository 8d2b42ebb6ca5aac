export { assertStorageKey, LocalDiskStorage, MemoryStorage, type FileStorage } from './file-storage.js';
