// Loads a legal page for its footer dialog, once per page load: a hover or focus on the button starts the
// request, so the text is usually there by the time the dialog opens. A failed load is tried again on the
// next open.
import { apiFetch } from '@/lib/client/api';

type LegalPageAnswer = { legal_page: { html: string } };

const loads = new Map<string, Promise<string>>();

export function loadLegalPage(path: string): Promise<string> {
  let load = loads.get(path);
  if (!load) {
    load = apiFetch<LegalPageAnswer>(path).then((answer) => answer.legal_page.html);
    load.catch(() => loads.delete(path));
    loads.set(path, load);
  }
  return load;
}
