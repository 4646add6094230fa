export const renderCreditMemo = (): undefined => undefined;
