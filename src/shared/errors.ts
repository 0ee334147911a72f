import { z } from 'zod';

/**
 * Every error code the API can answer with. The web shows `errors:<code>` from its dictionaries (en, mr, hi) with
 * the error's `params` filled in; the server's English `message` is for logs, tools and unknown codes only. A test
 * fails when a code here has no translation (src/web/i18n/dictionaries.test.ts).
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'invalid_phone',
  'otp_invalid',
  'otp_expired',
  'payment_invalid',
  'quota_exceeded',
  'subscription_required',
  'internal_error',
  'service_unavailable',
  'otp_cooldown',
  'ai_requests_running',
  'paid_plan_required',
  'admin_only',
  'payment_pending',
  'payments_not_configured',
  'payment_failed',
  'exam_date_in_past',
  'exam_date_too_far',
  'plan_day_unfinished',
  'library_has_no_topics',
  'cross_site_refused',
  'identity_failed',
  'attempt_submitted',
  'attempt_time_over',
  'review_after_submit',
  'exam_no_questions',
  'payment_link_expired',
  'admin_required',
  'import_file_invalid',
  'scan_file_too_large',
  'scan_not_an_image',
  'scan_input_required',
  'scan_unreadable',
  'scan_already_revealed',
  'upload_empty',
  'upload_too_large',
  'upload_wrong_type',
  'upload_too_many_pages',
  'upload_too_many_pixels',
  'upload_storage_full',
  'upload_not_ready',
  'transcript_unreliable',
  'flashcards_no_cards',
  'review_nothing_to_undo',
  'premium_layer',
  'interview_session_ended',
  'interview_no_questions',
  'question_edit_invalid',
  'question_field_invalid',
  'question_options_not_distinct',
  'question_marathi_digits',
  'question_marathi_script',
  'question_source_missing',
  'question_as_of_invalid',
  'question_near_duplicate',
  'question_longest_option_share',
  'question_changed',
  'question_not_editable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Values a translation interpolates (`{{seconds}}`, `{{limit}}`…): numbers and short strings only. */
export const errorParams = z.record(z.string(), z.union([z.string().max(200), z.number()]));
export type ErrorParams = z.infer<typeof errorParams>;

/** One problem per field, when a form has several at once (the desk's question edit): each shown beside its field. */
export const fieldError = z.object({ field: z.string(), code: z.enum(ERROR_CODES), params: errorParams.optional() });
export type FieldError = z.infer<typeof fieldError>;

export const errorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    field: z.string().optional(),
    params: errorParams.optional(),
    fields: z.array(fieldError).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;
