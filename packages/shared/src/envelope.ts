/** The response envelope of every API call (design.md §1). */
export interface Success<T> {
  code: number;
  message: string;
  data: T;
}

export interface Failure {
  code: number;
  message: string;
  /** per-field messages: field name → first message */
  errors?: Record<string, string>;
}
