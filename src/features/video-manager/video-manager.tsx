// Video management shared by the admin's Videos tab (`all`) and the creator's Manage
// Videos tab (`own`): search, the upload form, the list with per-host state, edit, delete.
export interface VideoManagerProps {
  scope: 'all' | 'own';
}

export function VideoManager({ scope }: VideoManagerProps) {
  return <p className="text-muted">Video management ({scope}) will show here.</p>;
}
