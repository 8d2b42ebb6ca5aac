/** The bank's item text renderer lives in components/rich-text, shared with the question editor. */
export { RichText } from '@/components/rich-text';
