/**
 * The audit log of accounts: a creation, a role, password or e-mail change (the old address is told by e-mail) and a
 * deletion, with who made it and from where (afterChange, afterDelete). Implemented with the rest of sign-in
 * (src/auth/sign-in.ts).
 */
export { auditUserChanges, auditUserDeletion } from '@/auth/sign-in'
