'use client';
// The statistics band under the carousel, from settings.stats (the spec's four defaults when none are stored).
// A Client Component so the page's React payload carries the four statistics, not the band's markup.
import type { CSSProperties } from 'react';
import type { StatItem } from '@/lib/shared/schemas/settings-schema';
import layout from '@/components/catalogue/page-layout.module.css';
import { TrustIcon } from './trust-icon';
import styles from './home.module.css';

export function StatsBand({ stats }: { stats: StatItem[] }) {
  if (stats.length === 0) return null;
  return (
    // The container and the list are two elements: the list's reset (padding: 0) would otherwise cancel the
    // container's side padding, and the band would touch the screen edge.
    <div className={styles.band}>
      <div className={layout.container}>
        <ul
          className={`${layout.plainList} ${styles.stats}`}
          style={{ '--stat-columns': Math.min(stats.length, 4) } as CSSProperties}
        >
          {stats.map((stat) => (
            <li key={`${stat.label}-${stat.value}`} className={styles.stat}>
              <TrustIcon name={stat.icon} />
              <div>
                <p className={styles.statValue}>{stat.value}</p>
                <p className={styles.statLabel}>{stat.label}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
