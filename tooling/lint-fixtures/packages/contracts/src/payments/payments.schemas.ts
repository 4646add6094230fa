export const paymentRun = 'run';
