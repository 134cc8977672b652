import { bearerToken, httpErrorFrom, networkError, parseJson } from './httpClient';
import { resetUploadProgress, setUploadProgress } from './uploadProgress';

/**
 * Sends a multipart form with XMLHttpRequest, the one browser API that reports upload progress,
 * into the upload progress store. Same contract as fetchRaw: Bearer token (with the shared
 * refresh), credentials, no timeout, errors as HttpError with the server's JSON body.
 */
export async function sendMultipart<T = any>(url: string, form: FormData, { method = 'POST' } = {}): Promise<T> {
  const token = await bearerToken();
  try {
    return await new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => {
        if (!e.lengthComputable) return;
        setUploadProgress(e.loaded < e.total ? { phase: 'sending', loaded: e.loaded, total: e.total } : { phase: 'processing', total: e.total });
      };
      xhr.onload = () => {
        const json = parseJson(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) resolve(json as T);
        else reject(httpErrorFrom(xhr.status, json));
      };
      xhr.onerror = () => reject(networkError());
      xhr.onabort = () => reject(networkError());
      setUploadProgress({ phase: 'sending', loaded: 0, total: 0 });
      xhr.send(form);
    });
  } finally {
    resetUploadProgress();
  }
}
