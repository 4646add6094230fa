// Limits and timings named by the specification (platform and order-workflow documents).
export const API_BASE_PATH = '/api';

export const PAGE_SIZE = 50;
export const BLOCK_SIZE = 50;
export const GRID_ROW_HEIGHT = 36;
export const GRID_MIN_HEIGHT = 200;
export const GRID_MIN_WIDTH = 400;

export const TEXT_FILTER_DEBOUNCE_MS = 500;
export const NUMBER_FILTER_DEBOUNCE_MS = 500;
export const DEFAULT_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_MAX_OPTIONS = 100;
export const SET_FILTER_SEARCH_THRESHOLD = 7;

export const NOTIFICATION_SUCCESS_MS = 3000;
export const NOTIFICATION_ERROR_MS = 10000;
export const NOTIFICATION_WIDTH = 350;
export const SUCCESS_DIALOG_MS = 2000;
export const COPY_CONFIRMATION_MS = 2000;

export const MAX_FILES_PER_BATCH = 10;
export const IMPORT_FILE_MAX_MB = 10;
export const SUPPORTED_FILE_TYPES = ['xlsx', 'csv', 'xls', 'pdf', 'doc', 'docx', 'png', 'jpeg', 'jpg'] as const;

export const MAX_BULK_LABEL_ORDERS = 50;
export const MAX_PRINT_ORDERS = 250;
export const LABEL_DATE_WINDOW_DAYS = 3;

export const RESEND_CODE_COUNTDOWN_S = 30;
export const AUTH_REDIRECT_MS = 1000;
export const PASSWORD_RESEND_LOCK_MS = 5000;
export const PASSWORD_REDIRECT_MS = 2000;

export const FEATURE_FLAGS_REFRESH_MS = 10 * 60 * 1000;
export const COUNTRY_CACHE_MS = 24 * 60 * 60 * 1000;

export const SIDEBAR_WIDTH_EXPANDED = 240;
export const SIDEBAR_WIDTH_COLLAPSED = 68;
export const MOBILE_BREAKPOINT_PX = 768;
export const LOGIN_CARD_WIDTH = 400;

export const DIALOG_WIDTHS = { sm: 400, md: 480, lg: 540, xl: 680, xxl: 1200 } as const;

// Server-side session rules (decided in docs/decisions/auth.md).
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
export const ONE_TIME_CODE_TTL_S = 10 * 60;
export const ONE_TIME_CODE_MAX_TRIES = 5;
export const PASSWORD_RESET_TTL_S = 60 * 60;
export const PASSWORD_CREATE_TTL_S = 7 * 24 * 60 * 60;
export const SIGN_IN_THROTTLE_MAX_FAILURES = 10;
export const SIGN_IN_THROTTLE_WINDOW_S = 15 * 60;
export const PASSWORD_MIN_LENGTH = 10;
