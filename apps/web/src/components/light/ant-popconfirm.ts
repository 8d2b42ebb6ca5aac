import { Popconfirm } from 'antd';

/**
 * antd's Popconfirm in a module of its own, for LazyPopconfirm. Imported from 'antd' like everywhere else (not from
 * antd/es/popconfirm), so it shares the app's ConfigProvider context wherever 'antd' resolves to another build.
 */
export default Popconfirm;
