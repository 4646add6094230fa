// The OpenAPI tag of every /api/ops call.
export const OPS_TAGS = ['Operations'];
