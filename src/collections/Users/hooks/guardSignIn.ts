/**
 * Sign-in and passwords: a sign-in is throttled and checked, a reset request counted and a reset's new password
 * checked (beforeOperation); a new password, and the current one where it is asked, are checked on every save
 * (beforeValidate); a sign-in is recorded (afterLogin). Implemented with the rest of sign-in (src/auth/sign-in.ts).
 */
export { afterLogin, beforeAuthOperation, passwordRules } from '@/auth/sign-in'
