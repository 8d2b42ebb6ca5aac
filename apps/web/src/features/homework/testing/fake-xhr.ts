import { vi } from 'vitest';

/**
 * Stands in for XMLHttpRequest, which the upload uses for its progress events: each send reports half progress, then
 * answers the envelope `respond` gives for the sent form.
 */
export function fakeUploads(respond: (form: FormData) => unknown) {
  const sent: FormData[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    responseText = '';
    status = 200;
    open() {}
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.responseText = JSON.stringify(respond(form));
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** The envelope of an uploaded image. */
export function uploadedImage(name: string, key = 'b'.repeat(32)) {
  return {
    status: 200,
    message: '',
    data: { picFile: [{ fileKey: key, filePath: `/api/Upload/File/${key}`, fileName: name, fileType: 'image', size: 100, pageCount: null }], sourceFile: [] },
  };
}
