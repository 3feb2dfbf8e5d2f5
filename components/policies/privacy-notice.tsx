// The privacy page's itemised notice (DPDP Act s.5, Rules r.3), under the owner's own text: what is collected,
// why, with whom it is shared, how long it is kept (the retention table the sweep enforces), each right and
// how to use it, withdrawing consent, grievances and the Data Protection Board. Plain HTML, crawlable.
import Link from 'next/link';
import {
  COLLECTED_DATA,
  DATA_RIGHTS,
  PRIVACY_NOTICE_MESSAGES as M,
} from '@/lib/shared/messages/privacy-notice-messages';
import { RETENTION } from '@/lib/shared/retention';
import { GRIEVANCES_PATH } from '@/lib/shared/grievance-links';
import layout from '@/components/catalogue/page-layout.module.css';
import styles from './policy-article.module.css';

type Props = { officer: { name: string; email: string } | null };

export function PrivacyNotice({ officer }: Props) {
  return (
    <section className={`${layout.container} ${styles.page}`} aria-labelledby="data-notice" id="your-data">
      <div className={styles.text}>
        <h2 id="data-notice">{M.heading}</h2>
        <h3>{M.collectedHeading}</h3>
        <table>
          <thead>
            <tr>
              <th scope="col">{M.columns.data}</th>
              <th scope="col">{M.columns.purpose}</th>
              <th scope="col">{M.columns.sharedWith}</th>
            </tr>
          </thead>
          <tbody>
            {COLLECTED_DATA.map((row) => (
              <tr key={row.data}>
                <td>{row.data}</td>
                <td>{row.purpose}</td>
                <td>{row.sharedWith}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 id="retention">{M.retentionHeading}</h3>
        <table>
          <thead>
            <tr>
              <th scope="col">{M.retentionColumns.what}</th>
              <th scope="col">{M.retentionColumns.period}</th>
              <th scope="col">{M.retentionColumns.from}</th>
            </tr>
          </thead>
          <tbody>
            {Object.values(RETENTION).map((rule) => (
              <tr key={rule.what}>
                <td>{rule.what}</td>
                <td>{M.days(rule.days)}</td>
                <td>{rule.from}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{M.retentionLaw}</p>
        <h3>{M.rightsHeading}</h3>
        <ul>
          {DATA_RIGHTS.map((row) => (
            <li key={row.right}>
              <strong>{row.right}:</strong> {row.how}
            </li>
          ))}
        </ul>
        <p>{M.nominee}</p>
        <h3>{M.withdrawHeading}</h3>
        <p>{M.withdraw}</p>
        <h3 id="grievances">{M.grievanceHeading}</h3>
        <p>
          {M.grievance(officer?.name ?? '', officer?.email ?? '')} <Link href={GRIEVANCES_PATH}>{M.grievanceLink}</Link>
        </p>
        <h3>{M.boardHeading}</h3>
        <p>{M.board}</p>
        <p>{M.minors}</p>
      </div>
    </section>
  );
}
