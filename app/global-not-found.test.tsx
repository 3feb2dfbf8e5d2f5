// Any other address shows the Home page, as the specification's routes table says, and says plainly that the
// address was not found: 404 with noindex (Next answers this document with 404), the notice with the page's one
// h1, then the home page's content beneath.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HomeContent } from '@/components/home/home-content';
import { NotFoundContent } from '@/components/not-found/not-found-content';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages/pages';
import { seedCatalogue } from '@/test-support/call-route';
import GlobalNotFound, { generateMetadata } from './global-not-found';

// What Next's bundler loads: the fonts and the shell's plain stylesheet.
jest.mock('./fonts/fonts', () => ({ fontClassName: 'fonts' }));
jest.mock('../components/layout/baseline.css', () => ({}));

beforeAll(async () => {
  await seedCatalogue();
});

type Props = { children?: ReactNode; heading?: boolean; homeBelow?: boolean };

it('is the not-found notice, then the home page', async () => {
  const shell = (await GlobalNotFound()) as ReactElement<Props>;
  const [notice, home, ...rest] = ([] as ReactNode[])
    .concat(shell.props.children)
    .filter((child): child is ReactElement<Props> => isValidElement(child));
  expect(rest).toEqual([]);
  expect(notice!.type).toBe(NotFoundContent);
  expect(notice!.props.homeBelow).toBe(true);
  expect(home!.type).toBe(HomeContent);
  // The notice's h1 is the page's only one.
  expect(home!.props.heading).toBe(false);

  const html =
    renderToStaticMarkup(notice) + renderToStaticMarkup(await HomeContent(home!.props as { heading: boolean }));
  expect(html).toContain(`<h1 class="title">${NOT_FOUND_MESSAGES.title}</h1>`);
  expect(html).toContain(NOT_FOUND_MESSAGES.homeBelow);
  expect(html).toContain(HOME_MESSAGES.featuredProducts);
  expect(html.match(/<h1[ >]/g)).toHaveLength(1);
});

it('is kept out of search results and titled as not found', async () => {
  const metadata = await generateMetadata();
  expect(metadata.title).toBe(NOT_FOUND_MESSAGES.title);
  expect(metadata.robots).toMatchObject({ index: false });
});
