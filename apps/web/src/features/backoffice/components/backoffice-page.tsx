import { FeatureUnavailablePage } from '../../../components/placeholder/feature-unavailable-page';

/** Staff back office: reserved route (role 'staff'); its functions are not part of this release. */
export function BackofficePage() {
  return <FeatureUnavailablePage titleKey="page.backoffice" />;
}

export default BackofficePage;
