// The checkout screen's shipping form and the sandbox payment window (an iframe titled 'Test payment' with a
// 'Card number' field and a 'Pay' button).
import { expect, type Page } from '@playwright/test';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { SHIPPING_ADDRESS } from './order-api';

export const SANDBOX_SUCCESS_CARD = '4111 1111 1111 1111';

export async function fillShippingForm(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill(SHIPPING_ADDRESS.full_name);
  await page.getByLabel('Email').fill(SHIPPING_ADDRESS.email);
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByLabel('Address Line 1').fill(SHIPPING_ADDRESS.address_line_1);
  await page.getByLabel('City').fill(SHIPPING_ADDRESS.city);
  await page.getByLabel('State').selectOption(SHIPPING_ADDRESS.state);
  await page.getByLabel('Pincode').fill(SHIPPING_ADDRESS.postal_code);
}

export const paymentDialog = (page: Page) => page.getByRole('dialog', { name: 'Test payment' });
export const paymentFrame = (page: Page) => page.frameLocator('iframe[title="Test payment"]');

/** In the open sandbox window: type the card and press Pay. */
export async function payInSandbox(page: Page, card = SANDBOX_SUCCESS_CARD): Promise<void> {
  await expect(paymentDialog(page)).toBeVisible();
  const frame = paymentFrame(page);
  await expect(frame.getByText(CHECKOUT_MESSAGES.testMode)).toBeVisible();
  await frame.getByLabel('Card number').fill(card);
  await frame.getByRole('button', { name: 'Pay', exact: true }).click();
}
