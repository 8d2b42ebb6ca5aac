import path from 'node:path';
import type { Env } from '../../config/env.js';
import { LocalDiskStorage, type FileStorage } from './file-storage.js';
import { S3Storage } from './s3-storage.js';

/** The storage the settings name: the server, the worker and `files:migrate` must all agree, so all three call this. */
export function storageFromEnv(env: Env): FileStorage {
  if (env.STORAGE === 's3') {
    return new S3Storage({
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    });
  }
  return new LocalDiskStorage(env.FILES_DIR ?? path.join(env.DATA_DIR, 'files'));
}

/** One line for the start-up log: where files go. */
export function describeStorage(env: Env): string {
  return env.STORAGE === 's3'
    ? `S3 存储桶 ${env.S3_BUCKET}${env.S3_ENDPOINT ? `（${env.S3_ENDPOINT}）` : ''}`
    : `本地目录 ${env.FILES_DIR ?? path.join(env.DATA_DIR, 'files')}`;
}
