// "This action might take a while" (platform spec 8): the delay depends on the action.
export { useLongActionHint } from '../../../components/feedback/use-long-action-hint.ts';

export const LONG_ACTION_HINT = 'This action might take a while';
