import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

/** A storage misconfiguration stops the server at start-up, naming the variable, instead of failing a teacher's upload. */
describe('file storage settings', () => {
  it('defaults to local disk', () => {
    expect(loadEnv({}).STORAGE).toBe('disk');
  });

  it('takes an S3-compatible bucket with path style', () => {
    const env = loadEnv({ STORAGE: 's3', S3_BUCKET: 'zuoyeben', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(env).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'zuoyeben', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: '1' });
  });

  it.each([
    [{ STORAGE: 's3' }, /S3_BUCKET: STORAGE=s3 时必须设置存储桶名称/],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID 与 S3_SECRET_ACCESS_KEY 须同时设置/],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: 必须是 http\(s\) 地址/],
    [{ STORAGE: 'ftp' }, /STORAGE:/],
  ])('refuses %j with the variable named', (source, message) => {
    expect(() => loadEnv(source)).toThrow(message);
  });
});
