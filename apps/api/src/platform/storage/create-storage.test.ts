import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { AzureBlobStorage } from './azure-blob-storage.ts';
import { createStorage } from './create-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { assertStorageKey, supplierFileKey } from './storage.ts';

const AZURITE =
  'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;';

describe('storage driver choice', () => {
  it('uses local disk under DATA_DIR/files when Azure is not configured', () => {
    const storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/portal-x' }));
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).root).toBe('/tmp/portal-x/files');
  });

  it('uses Azure Blob Storage when the connection string and container are set', () => {
    const config = loadConfig({ NODE_ENV: 'test', AZURE_STORAGE_CONNECTION_STRING: AZURITE, AZURE_STORAGE_CONTAINER: 'portal-files' });
    expect(createStorage(config)).toBeInstanceOf(AzureBlobStorage);
  });

  it('refuses a half Azure configuration and a bad container name at start', () => {
    expect(() => loadConfig({ AZURE_STORAGE_CONNECTION_STRING: AZURITE })).toThrow(ConfigError);
    expect(() => loadConfig({ AZURE_STORAGE_CONNECTION_STRING: AZURITE, AZURE_STORAGE_CONTAINER: 'Bad_Name' })).toThrow(
      /AZURE_STORAGE_CONTAINER/,
    );
  });
});

describe('storage keys', () => {
  it('refuses keys that could leave the store', () => {
    for (const bad of ['', '/abs.pdf', '1/../2/x.pdf', '1/./x.pdf', '1//x.pdf', '1\\x.pdf', '1/x\n.pdf']) {
      expect(() => assertStorageKey(bad), bad).toThrow();
    }
    expect(assertStorageKey('1/x.pdf')).toBe('1/x.pdf');
  });

  it('builds a supplier key from an id and a single name', () => {
    expect(supplierFileKey(7, 'memo.pdf')).toBe('7/memo.pdf');
    expect(() => supplierFileKey(0, 'memo.pdf')).toThrow();
    expect(() => supplierFileKey(7, '8/memo.pdf')).toThrow();
    expect(() => supplierFileKey(7, '..')).toThrow();
  });
});
