// /admin/reports: its one report so far, GST.
import { redirect } from 'next/navigation';

export default function ReportsPage() {
  redirect('/admin/reports/gst');
}
