export { buildUrl, getApiBaseUrl, isOwnApiUrl, setApiBaseUrl, type Query, type QueryValue } from './apiBase';
export { checkApiVersion, onApiVersionMismatch, type ApiVersionMismatchHandler } from './apiVersion';
export { fileNameFromContentDisposition } from './contentDisposition';
export { HttpError, ModelStateError, errorFromResponse, isModelState, toModelState } from './errors';
export { MAX_401_RETRIES, RETRY_DELAY_MS, download, request, type Download, type DownloadProgress, type RequestOptions, type ResponseType } from './httpClient';
export { listQuery } from './listQuery';
export { readXsrfToken } from './xsrf';
