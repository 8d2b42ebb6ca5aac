/** Texts of the bank screen (spec 02 §4, §5, §8). */
export const BankMessages = {
  added: '添加成功',
  removed: '移除成功',
  collected: '收藏成功！',
  uncollected: '取消收藏成功！',
  done: '操作成功！',
  clearTitle: '温馨提示',
  clearConfirm: '确定清空试题篮吗？',
  removeTypeConfirm: '确定删除试题篮中该题型的全部试题吗？',
  removeItemConfirm: '确定删除该题吗？',
  deleteCancelled: '已取消删除',
  basketEmpty: '试题篮暂无试题，请先添加试题',
  selectFirst: '请先选择试题',
  noData: '暂无数据',
} as const;
