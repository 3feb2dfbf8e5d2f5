// The floor app of `npm run bench:lighthouse`: the least a Next page costs a phone on this machine,
// built with the shop's own next, react and react-dom (resolved from the repository's node_modules).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  // Turbopack must see the repository's node_modules, two folders up.
  turbopack: { root },
  // The picture is served as it is stored, as the shop serves its prepared pictures.
  images: { unoptimized: true },
};

export default config;
