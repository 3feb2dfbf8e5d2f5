'use client';
// The category bar at the top of the home page (spec section 2). Every category is a real link to its list,
// so it works before scripts run and for crawlers. Hovering or focusing one loads its panel (subcategories,
// four products, a price filter) and opens it; the panel closes 200 ms after the pointer leaves, on Escape,
// or when focus leaves the bar. ArrowDown on a category moves focus into its panel.
// The panel's code (MUI Slider, Chip, Paper) loads with the first hover or focus, together with its data:
// the home page's first load does not carry it for the visitors who never open a panel.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { lazyIsland } from '@/components/common/lazy-island';
import { IntentLink as Link } from '@/components/common/intent-link';
import { TIMINGS_MS } from '@/lib/shared/constants';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { productListHref } from '@/lib/shared/catalogue/product-list-query';
import { loadMenuPanel, type MenuPanelData } from './category-menu-data';
import layout from '@/components/catalogue/page-layout.module.css';
import styles from './category-menu.module.css';

const loadPanelCode = () => import('./category-menu-panel');
const CategoryMenuPanel = lazyIsland(() => loadPanelCode().then((m) => m.CategoryMenuPanel));

type MenuCategory = { id: number; name: string };
type Props = { categories: MenuCategory[]; moreCount: number };

export function CategoryMenuBar({ categories, moreCount }: Props) {
  const panelId = useId();
  const [open, setOpen] = useState<{ category: MenuCategory; data: MenuPanelData } | null>(null);
  const wanted = useRef<number | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    wanted.current = null;
    setOpen(null);
  }, [cancelClose]);
  const closeSoon = useCallback(() => {
    cancelClose();
    closeTimer.current = window.setTimeout(close, TIMINGS_MS.menuCloseDelay);
  }, [cancelClose, close]);

  useEffect(() => cancelClose, [cancelClose]);

  const show = (category: MenuCategory) => {
    cancelClose();
    wanted.current = category.id;
    void Promise.all([loadMenuPanel(category.id), loadPanelCode()]).then(([data]) => {
      // Only the category still pointed at opens; a slower answer for an earlier one is dropped.
      if (wanted.current === category.id) setOpen({ category, data });
    });
  };

  // Focus going back to the trigger after Escape must not open the panel the shopper just closed.
  const returningFocus = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      const trigger = navRef.current?.querySelector<HTMLElement>(`[data-category-id="${open.category.id}"]`);
      close();
      returningFocus.current = true;
      trigger?.focus();
      returningFocus.current = false;
    }
  };
  const onTriggerFocus = (category: MenuCategory) => {
    if (!returningFocus.current) show(category);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, category: MenuCategory) => {
    if (event.key !== 'ArrowDown' || open?.category.id !== category.id) return;
    event.preventDefault();
    document.getElementById(panelId)?.querySelector<HTMLElement>('a, button, [role="slider"]')?.focus();
  };

  return (
    <nav
      ref={navRef}
      aria-label={HOME_MESSAGES.categoryMenu}
      onMouseEnter={cancelClose}
      onMouseLeave={closeSoon}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      className={styles.bar}
    >
      <div className={layout.container}>
        <ul className={`${layout.plainList} ${styles.list}`}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                className={styles.link}
                href={productListHref({ categoryId: category.id })}
                data-category-id={category.id}
                aria-expanded={open?.category.id === category.id}
                aria-controls={open?.category.id === category.id ? panelId : undefined}
                onMouseEnter={() => show(category)}
                onFocus={() => onTriggerFocus(category)}
                onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => onTriggerKeyDown(event, category)}
              >
                {category.name}
              </Link>
            </li>
          ))}
          {moreCount > 0 && (
            <li>
              <Link href="/categories" className={`${styles.link} ${styles.more}`} onMouseEnter={close} onFocus={close}>
                {HOME_MESSAGES.moreCategories(moreCount)}
              </Link>
            </li>
          )}
        </ul>
      </div>
      {open && <CategoryMenuPanel key={open.category.id} id={panelId} category={open.category} data={open.data} />}
    </nav>
  );
}
