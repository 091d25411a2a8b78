import { TabPlaceholder } from '../tab-placeholder';

export default function SettingsTab() {
  return <TabPlaceholder label="Settings" summary="video host (CDN), ad and site settings" />;
}
