import 'server-only';
export { createSavingsPlan, listOpenSavingsPlans, listSavingsPlans, updateSavingsPlan } from './savings-plans';
export { closeEnrolmentEarly, enrolInPlan, listOwnEnrolments } from './savings-enrolments';
export { instalmentByProviderOrder, recordInstalmentPayment, startInstalmentPayment } from './savings-payment';
export { savingsSandboxOrder, verifySavingsPayment } from './savings-checkout';
export { runSavingsSweep } from './savings-sweep';
export { savingsOverview } from './savings-overview';
