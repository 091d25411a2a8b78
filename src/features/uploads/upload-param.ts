/** `?upload=1` on a page with the VideoManager opens its upload form (/creator/upload sends there). */
export const UPLOAD_PARAM = 'upload';
