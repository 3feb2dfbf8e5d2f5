import Image from 'next/image';
import Counter from './counter';
import photo from './photo.webp';

// One server page: a heading, text, a picture and one small client island.
export default function Page() {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1>Handcrafted silver jhumkas</h1>
      <p>
        Oxidised sterling silver earrings with a carved dome and small bells, made by hand. This page is the floor of
        the storefront benchmarks: what a bare Next app costs a phone on the same machine.
      </p>
      <Image
        src={photo}
        alt="A pair of silver earrings"
        priority
        sizes="(max-width: 720px) 100vw, 720px"
        style={{ width: '100%', height: 'auto' }}
      />
      <Counter />
    </main>
  );
}
