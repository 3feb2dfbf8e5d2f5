'use client';
// /admin/carousel: the home page's slides in order, with their views and clicks.
import type { AdminSlide } from '@/lib/shared/back-office/admin-types';
import { RecordsManager } from './records-manager';

export function SlidesManager({ initial }: { initial: AdminSlide[] }) {
  return (
    <RecordsManager<AdminSlide>
      title="Carousel"
      path="/carousel"
      listKey="slides"
      initial={initial}
      fields={[
        { name: 'image_url', label: 'Picture', kind: 'picture', use: 'slide' },
        { name: 'title', label: 'Title', kind: 'text', required: true },
        { name: 'subtitle', label: 'Subtitle', kind: 'text' },
        { name: 'button_text', label: 'Button text', kind: 'text' },
        {
          name: 'button_link',
          label: 'Button link',
          kind: 'text',
          help: 'A path in the shop, like /products?category=earrings',
        },
        { name: 'position', label: 'Position', kind: 'number' },
        { name: 'active', label: 'Shown on the home page', kind: 'switch' },
      ]}
      empty={{
        image_url: '',
        title: '',
        subtitle: '',
        button_text: 'Shop Now',
        button_link: '/products',
        position: '0',
        active: true,
      }}
      toForm={(s) => ({
        image_url: s.image_url,
        title: s.title,
        subtitle: s.subtitle ?? '',
        button_text: s.button_text,
        button_link: s.button_link,
        position: String(s.position),
        active: s.active,
      })}
      toBody={(v) => ({
        image_url: v.image_url,
        title: v.title,
        subtitle: v.subtitle || null,
        button_text: v.button_text,
        button_link: v.button_link,
        position: Number(v.position || 0),
        active: v.active,
      })}
      primary={(s) => `${s.title}${s.active ? '' : ' (hidden)'}`}
      secondary={(s) => `${s.view_count} views · ${s.click_count} clicks · ${s.button_link}`}
      nameOf={(s) => s.title}
    />
  );
}
