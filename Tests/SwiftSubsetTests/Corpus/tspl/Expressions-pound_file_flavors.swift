print(#file == #filePath)
print(#file == #fileID)
