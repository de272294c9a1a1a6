import { externalReferrer, sendPageView } from '../lib/page-view.ts';

/** One page view per page shown, with the site the visitor came from; a prerendered page counts once it is seen. */
export function countPageView() {
  const send = () => sendPageView(location.pathname, externalReferrer(document.referrer, location.hostname));
  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', send, { once: true });
  else send();
}
