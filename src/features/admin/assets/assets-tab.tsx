import { TabPlaceholder } from '../tab-placeholder';

export default function AssetsTab() {
  return <TabPlaceholder label="Assets" summary="uploaded images and their assignments (logo, favicon, banner, icons)" />;
}
