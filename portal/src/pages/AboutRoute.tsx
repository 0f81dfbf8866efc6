import { AboutPage } from '@expertbridge/ui-kit';
import { SUPPORT } from '../app/contact.js';

/** /about: mission, features, the About page's own figures, categories, company, how it works, contact. */
export default function AboutRoute() {
  return <AboutPage supportEmail={SUPPORT.email} supportPhone={SUPPORT.phone} />;
}
