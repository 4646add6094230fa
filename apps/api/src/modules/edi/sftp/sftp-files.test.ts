// The partner's view of the SFTP server without a connection: paths under its root (nothing above it), and an upload
// held until its close (any write order, a gap is a partial file, the size limit).
import { describe, expect, it } from 'vitest';
import { EDI_FILE_MAX_BYTES } from '@portal/contracts';
import { InboundUpload, resolveSftpPath } from './sftp-files.ts';

describe('paths under the partner root', () => {
  it('resolve the root, the two folders and a name in one, absolute or relative', () => {
    expect(resolveSftpPath('/')).toEqual({ kind: 'root' });
    expect(resolveSftpPath('.')).toEqual({ kind: 'root' });
    expect(resolveSftpPath('')).toEqual({ kind: 'root' });
    expect(resolveSftpPath('inbound')).toEqual({ kind: 'folder', folder: 'inbound' });
    expect(resolveSftpPath('/outbound/')).toEqual({ kind: 'folder', folder: 'outbound' });
    expect(resolveSftpPath('/inbound/./po.x12')).toEqual({ kind: 'file', folder: 'inbound', name: 'po.x12' });
    expect(resolveSftpPath('outbound/../outbound//000000001.850.x12')).toEqual({
      kind: 'file',
      folder: 'outbound',
      name: '000000001.850.x12',
    });
  });

  it('refuse whatever climbs above the root, and name nothing else', () => {
    for (const path of ['..', '/..', '/../other/inbound', 'inbound/../../x', '/outbound/../..'])
      expect(resolveSftpPath(path), path).toBe('outside');
    for (const path of ['/etc', '/other-partner/inbound', '/inbound/a/b', '/Inbound']) expect(resolveSftpPath(path), path).toBeNull();
  });
});

describe('an upload', () => {
  it('is whole when every byte was written, in any order', () => {
    const upload = new InboundUpload('po.x12');
    upload.write(5, Buffer.from('56789'));
    upload.write(0, Buffer.from('01234'));
    expect(upload.complete()?.toString()).toBe('0123456789');
    expect(upload.size).toBe(10);
  });

  it('is partial with a range never written', () => {
    const upload = new InboundUpload('po.x12');
    upload.write(0, Buffer.from('0123'));
    upload.write(6, Buffer.from('6789'));
    expect(upload.complete()).toBeNull();
    expect(new InboundUpload('empty').complete()?.length).toBe(0);
  });

  it('refuses a write past the size limit, and stays refused', () => {
    const upload = new InboundUpload('big.x12');
    expect(upload.write(EDI_FILE_MAX_BYTES - 2, Buffer.from('ab'))).toBe(true);
    expect(upload.write(EDI_FILE_MAX_BYTES - 1, Buffer.from('ab'))).toBe(false);
    expect(upload.tooLarge).toBe(true);
    expect(upload.write(0, Buffer.from('a'))).toBe(false);
  });
});
