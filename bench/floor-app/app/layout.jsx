export const metadata = {
  title: 'Floor',
  description: 'The least a Next page costs: the floor of the catalogue benchmarks.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  );
}
