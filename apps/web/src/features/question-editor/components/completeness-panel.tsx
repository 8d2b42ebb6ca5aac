import { Alert, Typography } from 'antd';

/** 完整性检查: what still keeps the item from being saved (spec 02 §5), or that it is complete. */
export function CompletenessPanel({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return <Alert type="success" showIcon title="试题完整，可以保存" />;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      aria-label="完整性检查"
      title={`还有 ${messages.length} 项需要完善`}
      description={(
        <ul style={{ margin: 0, paddingInlineStart: 18, maxHeight: 160, overflow: 'auto' }}>
          {messages.map((m) => <li key={m}><Typography.Text>{m}</Typography.Text></li>)}
        </ul>
      )}
    />
  );
}
