// fetch cannot report upload progress, so requests that ask for it go through XMLHttpRequest.
// Callers pass `context: { fetchOptions: { onUploadProgress } }` to a mutation.
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..1 */
  fraction: number;
}

export type ProgressRequestInit = RequestInit & { onUploadProgress?: (progress: UploadProgress) => void };

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

export function progressFetch(input: RequestInfo | URL, init: ProgressRequestInit = {}): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress) return fetch(input, rest);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(rest.method ?? 'POST', String(input instanceof Request ? input.url : input));
    new Headers(rest.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.withCredentials = rest.credentials === 'include';
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      onUploadProgress({ loaded: event.loaded, total, fraction: total ? event.loaded / total : 0 });
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    rest.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(rest.body as XMLHttpRequestBodyInit | null);
  });
}
