// The demo shop's legal pages: sanitized-safe HTML (headings, paragraphs, lists, mailto links only).
import type { LegalLink } from '@/lib/shared/schemas/settings-schema';
import { DEMO_BRAND as brand } from './demo-brand';

const officer = brand.grievanceOfficer;

/** Indian IT and e-commerce rules require a named grievance officer on every policy a shopper relies on. */
const grievanceOfficerSection = `
<h3>Grievance Officer</h3>
<p>In accordance with the Information Technology Act, 2000, the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 and the Consumer Protection (E-Commerce) Rules, 2020, the details of our Grievance Officer are:</p>
<ul>
  <li><strong>Name:</strong> ${officer.name}</li>
  <li><strong>Email:</strong> <a href="mailto:${officer.email}">${officer.email}</a></li>
  <li><strong>Phone:</strong> ${officer.phone}</li>
  <li><strong>Address:</strong> ${officer.address}</li>
  <li><strong>Working hours:</strong> ${officer.hours}</li>
</ul>
<p>We acknowledge every complaint within 48 hours and resolve it within one month of receipt.</p>`;

const privacyPolicy = `
<p>${brand.legalEntity} ("${brand.name}", "we", "us") runs the online shop at ${brand.website}. This policy explains what personal data we collect when you browse or buy from us, why we collect it, and the choices you have. We process personal data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>

<h3>Information we collect</h3>
<ul>
  <li><strong>Account and order details:</strong> your name, email address, mobile number, billing and shipping addresses, and the items you order.</li>
  <li><strong>Payment information:</strong> payments are processed by RBI-authorised payment gateways. We never see or store your full card number, CVV, UPI PIN or net-banking password.</li>
  <li><strong>Ring and bangle sizes</strong> and engraving or customisation notes you share with us.</li>
  <li><strong>Usage data:</strong> pages viewed, device and browser type, and approximate location derived from your IP address, collected through essential cookies.</li>
</ul>

<h3>How we use your information</h3>
<ul>
  <li>To confirm, craft, hallmark, pack and deliver your order, and to send order and shipping updates by email or SMS.</li>
  <li>To handle returns, exchanges, refunds, warranty and repair requests.</li>
  <li>To issue GST invoices and meet our tax and accounting obligations.</li>
  <li>To prevent fraud and keep the shop secure.</li>
  <li>To send offers and new-collection announcements, only if you have opted in. You may unsubscribe at any time.</li>
</ul>

<h3>Sharing your information</h3>
<p>We do not sell your personal data. We share only what is necessary with courier partners (to deliver your parcel), payment gateways (to collect payment), our insurance provider (for high-value shipments) and government authorities when the law requires it. Every partner is bound to keep your data confidential and to use it only for the service they provide to us.</p>

<h3>Storage and security</h3>
<p>Your data is stored on secure servers located in India, protected by encryption in transit, access controls and regular security reviews. We keep order records for eight years, as Indian tax law requires, and delete or anonymise other personal data once it is no longer needed.</p>

<h3>Your rights</h3>
<p>You may ask us to access, correct, update or erase your personal data, withdraw consent for marketing, or nominate another person to exercise these rights on your behalf. Write to <a href="mailto:${brand.email}">${brand.email}</a> and we will respond within 30 days.</p>

<h3>Cookies</h3>
<p>We use essential cookies to keep your cart and session working, and privacy-friendly analytics to understand which collections you enjoy. You can block cookies in your browser settings, though parts of the shop may then stop working.</p>

<h3>Children</h3>
<p>Our shop is meant for adults. We do not knowingly collect personal data from anyone under 18 without verifiable consent from a parent or guardian.</p>
${grievanceOfficerSection}

<h3>Changes to this policy</h3>
<p>We may update this policy from time to time. The date of the latest revision is shown at the top of this page, and significant changes will be announced by email to registered customers.</p>`;

const termsOfService = `
<p>These terms govern your use of ${brand.website}, operated by ${brand.legalEntity}, ${brand.street}, ${brand.city}, ${brand.country} (GSTIN ${brand.gstin}). By browsing the shop or placing an order you agree to these terms. Please read them carefully.</p>

<h3>Eligibility and accounts</h3>
<ul>
  <li>You must be at least 18 years old, or use the shop under the supervision of a parent or guardian.</li>
  <li>You are responsible for the accuracy of the details you give us and for keeping your one-time passwords confidential.</li>
</ul>

<h3>Products and descriptions</h3>
<p>Every piece is handcrafted by artisans, so small variations in colour, enamel shade, stone size and finish are natural and are not defects. Metal weights are approximate and may differ by up to 5%. All gold jewellery is hallmarked as required by the Bureau of Indian Standards (BIS) and carries a HUID; sterling silver pieces are stamped 925. Product photographs are illustrative and may look slightly different on your screen.</p>

<h3>Prices and payment</h3>
<ul>
  <li>All prices are in Indian Rupees (₹) and include GST unless stated otherwise.</li>
  <li>Gold and silver prices change daily; the price shown when you place your order is the price you pay.</li>
  <li>We accept UPI, credit and debit cards, net banking and popular wallets through secure payment gateways.</li>
  <li>Discount coupons cannot be combined, exchanged for cash or applied after an order is placed.</li>
</ul>

<h3>Orders</h3>
<p>An order is a request to buy. It is accepted when we send you an order confirmation. We may cancel an order if an item is out of stock, if a pricing error occurred, or if we suspect fraud; any amount you paid is refunded in full to the original payment method.</p>

<h3>Intellectual property</h3>
<p>All designs, photographs, text and logos on this site belong to ${brand.legalEntity} or our artisans and may not be copied, reproduced or used commercially without our written permission.</p>

<h3>Limitation of liability</h3>
<p>To the extent permitted by law, our total liability for any claim relating to an order is limited to the amount you paid for that order. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.</p>

<h3>Governing law</h3>
<p>These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at Jaipur, Rajasthan.</p>
${grievanceOfficerSection}`;

const returnPolicy = `
<p>We want you to love every piece you buy from ${brand.name}. If something is not right, you may return or exchange it on the terms below.</p>

<h3>${brand.returnWindowDays}-day returns</h3>
<ul>
  <li>Request a return within <strong>${brand.returnWindowDays} days of delivery</strong> by writing to <a href="mailto:${brand.email}">${brand.email}</a> with your order number and a photo of the item.</li>
  <li>Items must be unused, in their original condition, with the tags, hallmark certificate, invoice and gift box.</li>
  <li>We arrange a free, insured reverse pickup from most Indian pin codes. Where pickup is unavailable we reimburse up to ₹150 of self-shipping costs.</li>
</ul>

<h3>Items we cannot take back</h3>
<ul>
  <li>Personalised, engraved or resized pieces, and pieces made to order.</li>
  <li>Nose pins, toe rings and earrings, for hygiene reasons, unless they arrive damaged or defective.</li>
  <li>Items bought on clearance or marked "final sale".</li>
</ul>

<h3>Quality check and refunds</h3>
<p>Returned pieces are inspected at our Jaipur workshop within 3 business days of arrival. Once approved, the refund is issued to your original payment method within 5 to 7 business days, with a GST credit note against your tax invoice. Cash-on-delivery orders are refunded by bank transfer (NEFT/IMPS) to an account you name.</p>

<h3>Exchanges and size changes</h3>
<p>Rings and bangles may be exchanged once for a different size within 15 days of delivery, free of charge, subject to availability. Exchanges for a different design are treated as a return and a new order.</p>

<h3>Damaged or incorrect items</h3>
<p>If your parcel arrives tampered with, damaged or with the wrong item, please record an unboxing video and tell us within 48 hours. We will send a replacement or a full refund at no cost to you.</p>

<h3>Lifetime care</h3>
<p>Every gold and silver piece comes with free polishing and cleaning for life, and a 6-month warranty against manufacturing defects such as loose stones or broken clasps.</p>
${grievanceOfficerSection}`;

const shippingPolicy = `
<p>${brand.name} ships from our workshop in Jaipur to every serviceable pin code in India. Each parcel is packed in a tamper-evident pouch inside our signature gift box.</p>

<h3>Dispatch times</h3>
<ul>
  <li>Ready-to-ship pieces are dispatched within <strong>2 to 3 business days</strong> of order confirmation.</li>
  <li>Made-to-order and resized pieces are dispatched within 10 to 14 business days; the expected date is shown on the product page.</li>
  <li>Orders placed on Sundays or public holidays are processed on the next business day.</li>
</ul>

<h3>Delivery times</h3>
<ul>
  <li>Metro cities: 2 to 4 business days after dispatch.</li>
  <li>Rest of India: 4 to 7 business days after dispatch.</li>
  <li>North-eastern states, Jammu &amp; Kashmir, Ladakh, and the Andaman &amp; Nicobar Islands: up to 10 business days.</li>
</ul>

<h3>Shipping charges</h3>
<p>Shipping is <strong>free on orders above ₹1,000</strong>. A flat fee of ₹79 applies to smaller orders. Cash on delivery is available on orders up to ₹25,000 for a handling fee of ₹49.</p>

<h3>Insurance and tracking</h3>
<p>Every shipment is fully insured until it reaches you. Orders above ₹10,000 require an OTP or signature at delivery. You will receive a tracking link by email and SMS as soon as your parcel leaves our workshop.</p>

<h3>International orders</h3>
<p>We currently ship within India only. For international enquiries, please write to <a href="mailto:${brand.email}">${brand.email}</a>.</p>

<h3>Failed deliveries</h3>
<p>Couriers attempt delivery three times. If a parcel returns to us undelivered, we will contact you to reship it; prepaid orders that cannot be reshipped are refunded after deducting the forward shipping cost.</p>
${grievanceOfficerSection}`;

export function demoLegalLinks(): LegalLink[] {
  const pages: [slug: string, label: string, html: string][] = [
    ['privacy-policy', 'Privacy Policy', privacyPolicy],
    ['terms-of-service', 'Terms of Service', termsOfService],
    ['return-policy', 'Return Policy', returnPolicy],
    ['shipping-policy', 'Shipping Policy', shippingPolicy],
  ];
  return pages.map(([slug, label, html]) => ({
    slug,
    label,
    content: html.trim().replace(/\n\s*\n/g, '\n'),
    updated_at: brand.legalUpdatedAt,
  }));
}
