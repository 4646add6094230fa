// The one place the file driver is chosen: Azure Blob Storage when configured, else local disk.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { resolveFileSigningKey } from '../secrets.ts';
import { AzureBlobStorage } from './azure-blob-storage.ts';
import { fileRoutes } from './file-routes.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { SignedUrlTokens } from './signed-url-tokens.ts';
import type { Storage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export function createStorage(config: AppConfig): Storage {
  if (config.azureStorage) {
    return AzureBlobStorage.fromConnectionString(config.azureStorage.connectionString, config.azureStorage.container);
  }
  return new LocalDiskStorage(path.join(config.dataDir, 'files'), new SignedUrlTokens(resolveFileSigningKey(config)));
}

/** Decorates app.storage; call before the modules that use it. */
export function registerStorage(app: FastifyInstance, config: AppConfig): void {
  app.decorate('storage', createStorage(config));
}

/** Registers the local driver's signed upload/download routes (none for Azure: the browser talks to Azure). */
export async function registerStorageRoutes(api: FastifyInstance): Promise<void> {
  if (api.storage instanceof LocalDiskStorage) await api.register(fileRoutes(api.storage, api.config.fileUploadMaxBytes));
}
