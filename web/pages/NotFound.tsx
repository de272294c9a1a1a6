import { findSection } from '../shared/content.ts';
import { useSite } from '../state/content.tsx';

export default function NotFoundPage() {
  const section = findSection(useSite(), 'not_found');
  return (
    <div className="container band">
      <h1 className="heading-1">{section?.title || 'Page Not Found'}</h1>
      <p className="lead mt-4">{section?.description || 'Did you forget to add the page to the router?'}</p>
    </div>
  );
}
