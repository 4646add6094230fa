// Azure Blob Storage driver: the browser PUTs and GETs the blob directly through short SAS addresses.
import { BlobSASPermissions, BlobServiceClient, type ContainerClient } from '@azure/storage-blob';
import { contentDisposition, contentTypeFor } from './content-types.ts';
import { assertStorageKey, boundedTtl, SIGNED_URL_TTL_S, type Storage } from './storage.ts';

export class AzureBlobStorage implements Storage {
  readonly kind = 'azure' as const;
  private ready: Promise<unknown> | undefined;

  private constructor(private readonly container: ContainerClient) {}

  /** SAS addresses need the account key, so the connection string must carry AccountKey (or be azurite's). */
  static fromConnectionString(connectionString: string, containerName: string): AzureBlobStorage {
    // The SDK's default retries (4 tries, 4 s doubling) held a request for half a minute when the account was out of
    // reach; two quick tries, then the caller's 503 (platform/errors.ts storageFailure).
    const service = BlobServiceClient.fromConnectionString(connectionString, {
      retryOptions: { maxTries: 2, retryDelayInMs: 200, maxRetryDelayInMs: 1_000, tryTimeoutInMs: 30_000 },
    });
    return new AzureBlobStorage(service.getContainerClient(containerName));
  }

  /** Creates the container on first use; a fresh azurite or account works without setup. */
  private ensureContainer(): Promise<unknown> {
    this.ready ??= this.container.createIfNotExists().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private blob(key: string) {
    return this.container.getBlockBlobClient(assertStorageKey(key));
  }

  async putUrl(key: string, ttlSeconds = SIGNED_URL_TTL_S): Promise<string> {
    await this.ensureContainer();
    return this.blob(key).generateSasUrl({
      permissions: BlobSASPermissions.parse('cw'),
      startsOn: new Date(Date.now() - 60_000), // clock skew between us and the storage account
      expiresOn: new Date(Date.now() + boundedTtl(ttlSeconds) * 1000),
    });
  }

  async getUrl(key: string, downloadName: string, ttlSeconds = SIGNED_URL_TTL_S): Promise<string> {
    return this.blob(key).generateSasUrl({
      permissions: BlobSASPermissions.parse('r'),
      startsOn: new Date(Date.now() - 60_000),
      expiresOn: new Date(Date.now() + boundedTtl(ttlSeconds) * 1000),
      contentDisposition: contentDisposition(downloadName),
      contentType: contentTypeFor(downloadName),
    });
  }

  async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.ensureContainer();
    await this.blob(key).uploadData(bytes, { blobHTTPHeaders: { blobContentType: contentType } });
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await this.blob(key).downloadToBuffer();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    await this.ensureContainer();
    return this.blob(key).exists();
  }

  async delete(key: string): Promise<void> {
    await this.blob(key).deleteIfExists();
  }
}
