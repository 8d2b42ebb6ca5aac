export { assertStorageKey, LocalDiskStorage, MemoryStorage, type FileStorage } from './file-storage.js';
export { S3Storage, type S3Settings } from './s3-storage.js';
export { describeStorage, storageFromEnv } from './from-env.js';
